/** `media` → `Media`: a controller class per service needs its own name (OpenAPI operation ids). */
export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
