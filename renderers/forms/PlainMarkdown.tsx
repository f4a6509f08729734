/**
 * Stands in for markdown-to-jsx in the build (vite.config.ts aliases it here): rjsf renders
 * markdown only when a form asks for it (enableMarkdownInDescription / enableMarkdownInHelp) and
 * ours never do, so descriptions stay plain text and 30 KB gzip stays off form routes.
 */
export function Markdown({ children }: { children?: string }) {
  return <>{children}</>;
}
