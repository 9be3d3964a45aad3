/**
 * The API's record types, for pages and components (which do not import generated code directly).
 * All of them, so that a resource added to the contract needs no entry here: types are erased at
 * build time, and the generated functions and schemas stay behind src/api/.
 */
export type * from './generated/types.gen';
