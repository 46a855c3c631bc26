/**
 * The source of a worker thread (`new Worker(source, { eval: true })`) that runs a TypeScript
 * module. Node 20's workers do not inherit the tsx loader the server runs under (nor does a test
 * runner's): the thread registers it, then imports the module.
 */
export function typescriptWorkerSource(entry: URL): string {
  const tsxApi = import.meta.resolve('tsx/esm/api');
  return `import(${JSON.stringify(tsxApi)}).then((api) => { api.register(); return import(${JSON.stringify(entry.href)}); });`;
}
