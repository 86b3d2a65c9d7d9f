/** Shared with the embedded platform (webServer env) so the tests can mint single sign-on tokens. */
export const SSO_SECRET = 'e2e-single-sign-on-secret-2024';
