// Written by scripts/assets.mjs from the installed @scalar/api-reference bundle; do not edit.
/** Same-origin URL of Scalar's browser bundle, named by its content hash (cached a year, immutable). */
export const SCALAR_BUNDLE = "/_pasar/scalar/standalone.bf091006bdc3.js";
