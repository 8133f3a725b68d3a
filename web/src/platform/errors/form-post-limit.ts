// The largest page post (a form, a server action call) the site takes: Next's server actions are
// given the same limit (next.config.ts), and the proxy answers 413 above it (form-post.ts).
export const FORM_POST_MAX_BYTES = 2 * 1024 * 1024
