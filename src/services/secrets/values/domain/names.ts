// Pure naming rules of secret keys and values (issue 9 "Validation").

/** Secret keys are environment-variable names, so `secrets run` can export every one of them. */
export const KEY_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*$/;
export const MAX_KEY_LENGTH = 256;
/** 64 KiB, counted in UTF-8 bytes (what is stored and what a process environment receives). */
export const MAX_VALUE_BYTES = 64 * 1024;

export const utf8Length = (s: string) => new TextEncoder().encode(s).length;
