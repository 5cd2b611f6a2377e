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

export function ConsoleLayout({ children }: { children: ReactNode }) {
  return <Layout menu={ConsoleMenu}>{children}</Layout>;
}
