// What `npm start` prints once the shop answers: one short block for a newcomer, no keys.

/**
 * @param {{ shopUrl: string, outboxUrl: string | null, dataDir?: string | null }} where  outboxUrl is null on hosted
 *   Supabase (mail goes out for real); dataDir is the embedded backend's data directory when it is not the default
 * @returns {string}
 */
export function welcomeBlock({ shopUrl, outboxUrl, dataDir = null }) {
  const lines = [
    '',
    `  The shop is open at    ${shopUrl}`,
    outboxUrl ? `  Mails it sends are at  ${outboxUrl}` : null,
    `  Owner account:         in another terminal, ${ownerCommand(dataDir)}\n                         (prints a password; sign in with it at ${shopUrl}/admin)`,
    '  Ctrl-C stops it.',
    '',
  ];
  return lines.filter((line) => line !== null).join('\n');
}

/** `npm run admin -- create`, with the DATA_DIR it must read the backend's connection from when that is not ./data. */
function ownerCommand(dataDir) {
  return `${dataDir ? `DATA_DIR=${shellWord(dataDir)} ` : ''}npm run admin -- create you@example.com`;
}

/** A word a POSIX shell reads back as `text`: quoted only when it has to be. */
function shellWord(text) {
  return /^[\w@%+=:,./-]+$/.test(text) ? text : `'${text.replaceAll("'", `'\\''`)}'`;
}
