import MonitorHeartIcon from '@mui/icons-material/MonitorHeart';
import { Menu } from 'react-admin';

import { OPERATIONS_PATH } from '../operations';

/** react-admin's menu (dashboard, resources) with the custom pages after the resources. */
export function ConsoleMenu() {
  return (
    <Menu>
      <Menu.DashboardItem />
      <Menu.ResourceItems />
      <Menu.Item to={OPERATIONS_PATH} primaryText="sampleteca.operations.menu" leftIcon={<MonitorHeartIcon />} />
    </Menu>
  );
}
