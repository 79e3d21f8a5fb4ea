export function welcomeBlock(where: { shopUrl: string; outboxUrl: string | null; dataDir?: string | null }): string;
