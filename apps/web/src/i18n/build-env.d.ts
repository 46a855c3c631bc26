// An interface: it merges into Vite's own `ImportMetaEnv`.
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions
interface ImportMetaEnv {
  /** Set by the build (scripts/text-chunks.ts): each language's folder of text chunks. */
  readonly TEXT_DIRS?: Readonly<Record<string, string>>;
}
