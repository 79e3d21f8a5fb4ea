/** `<package.json version>+<build id>`, or `<version>+dev` when there is no build (next dev). */
export declare function readAppVersion(root?: string): string;
