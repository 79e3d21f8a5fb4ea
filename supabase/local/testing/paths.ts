import path from 'node:path';
import { findProjectRoot } from '../config.ts';

/** The project whose supabase/ folder test backends serve, found from the working directory as the backend finds it. */
export const PROJECT_ROOT = findProjectRoot(process.cwd());

/** This package's command line (main.ts), which test backends run as a child process. */
export const BACKEND_MAIN = path.join(PROJECT_ROOT, 'supabase', 'local', 'main.ts');
