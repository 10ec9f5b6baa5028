/// <reference types="vite/client" />

/** The shell's messages of a language, by namespace (build/vite-i18n.ts). */
declare module 'virtual:baobab-shell-messages/*' {
  const messages: Record<string, Record<string, unknown>>;
  export default messages;
}
