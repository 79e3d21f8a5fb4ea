export function welcomeBlock(where: { shopUrl: string; outboxUrl: string | null }): string;
