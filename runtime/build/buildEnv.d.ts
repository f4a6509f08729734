/** Set by cli/build/buildVersionPlugin.ts: the version this bundle was built as. */
interface ImportMetaEnv {
  readonly ABHYAS_BUILD_VERSION?: string;
}
