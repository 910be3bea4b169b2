export { Tab, TabList, TabPanel, Tabs } from './Tabs';
export type { TabListProps, TabPanelProps, TabProps, TabsProps } from './Tabs';
