import type { ReactNode } from 'react';
import { Layout, Menu, usePermissions } from 'react-admin';

/** The console's menu: the resources the user may open, plus plan prices and the sales chat for those whose area they are. */
function ConsoleMenu() {
  const { permissions } = usePermissions<{ areas: string[] }>();
  const may = (area: string) => Boolean(permissions?.areas?.includes(area));
  return (
    <Menu>
      <Menu.DashboardItem />
      <Menu.ResourceItems />
      {may('pricing') && <Menu.Item to="/pricing" primaryText="Plan prices" />}
      {may('experiments') && <Menu.Item to="/experiments" primaryText="Experiments" />}
      {may('analytics') && <Menu.Item to="/analytics" primaryText="Analytics" />}
      {may('analytics') && <Menu.Item to="/referrals" primaryText="Referrals" />}
      {may('analytics') && <Menu.Item to="/reminders" primaryText="Reminders" />}
      {may('sales-chat') && <Menu.Item to="/sales-chat" primaryText="Sales chat" />}
    </Menu>
  );
}

/**
 * The page may be narrower than its widest table: react-admin's layout is
 * `min-width: fit-content` and its columns are flex items that grow to their
 * content, so on a phone every card of the dashboard ran off the screen. Wide
 * tables (the dashboard's, every list's) scroll inside their own cards instead.
 */
const keepToScreen = {
  minWidth: 0,
  '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content': { minWidth: 0 },
  '& .RaList-main': { minWidth: 0 },
  // Above react-admin's own `overflow: inherit` on the list's content (a more specific selector).
  '& .RaList-main > .RaList-content': { overflowX: 'auto' },
};

export function ConsoleLayout({ children }: { children: ReactNode }) {
  return (
    <Layout menu={ConsoleMenu} sx={keepToScreen}>
      {children}
    </Layout>
  );
}
