// What `npm start` prints once the shop answers: one short block for a newcomer, no keys.

/**
 * @param {{ shopUrl: string, outboxUrl: string | null }} where  outboxUrl is null on hosted Supabase (mail goes out for real)
 * @returns {string}
 */
export function welcomeBlock({ shopUrl, outboxUrl }) {
  const lines = [
    '',
    `  The shop is open at    ${shopUrl}`,
    outboxUrl ? `  Mails it sends are at  ${outboxUrl}` : null,
    `  Owner account:         in another terminal, npm run admin -- create you@example.com\n                         (prints a password; sign in with it at ${shopUrl}/admin)`,
    '  Ctrl-C stops it.',
    '',
  ];
  return lines.filter((line) => line !== null).join('\n');
}
