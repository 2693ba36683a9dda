/** Spec section 5: a colour is `#` and six hex digits (the organization's primary colour). */
export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
