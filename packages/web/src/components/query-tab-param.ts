/** The query parameter that names a page's open tab (QueryTabs, antd's and the plain one). */
export const TAB_PARAM = 'tab';
