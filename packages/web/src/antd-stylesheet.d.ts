/** The address of antd's static stylesheet (vite.config.ts, antdStylesheet); empty under the unit tests. */
declare module 'virtual:antd-stylesheet' {
  const href: string;
  export default href;
}
