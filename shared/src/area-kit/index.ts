// Screen parts the areas share beyond what the shell itself renders: cards, the left-menu
// layout, load states, copy, the image field, the password field (it pulls the form inputs),
// the forms' submit rule. A federation singleton of its own, so /home never downloads it (README "Shared code").
export * from './copy-text';
export * from './image-upload-field';
export * from './load-state';
export * from './page-card';
export * from './menu-layout';
export * from './password-field';
export * from './use-form-submit';
