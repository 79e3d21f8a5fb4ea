import { logicalDirectionClasses } from './logical-direction-classes.mjs';
import { noFolderCycles } from './no-folder-cycles.mjs';

/** The shop's own lint rules, as the `local` plugin of eslint.config.mjs. */
export const localRules = {
  rules: { 'no-folder-cycles': noFolderCycles, 'logical-direction-classes': logicalDirectionClasses },
};
