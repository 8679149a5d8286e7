/**
 * Lets non-React code (the api client's 999 handling) navigate inside the single-page app.
 * The shell registers its router's navigate; before that, a full page load is used.
 */
export type Navigate = (to: string, options?: { replace?: boolean }) => void;

let current: Navigate | null = null;

export const registerNavigate = (navigate: Navigate | null): void => {
  current = navigate;
};

export const navigateTo = (to: string, options?: { replace?: boolean }): void => {
  if (current) current(to, options);
  else if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
};

/** The path + query the user is on, for `/login?page=`. */
export const currentPath = (): string => `${window.location.pathname}${window.location.search}`;

/** The path to the login page that returns to `page` after a successful login. */
export const loginPathReturningTo = (page: string): string =>
  page && !page.startsWith('/login') ? `/login?page=${encodeURIComponent(page)}` : '/login';
