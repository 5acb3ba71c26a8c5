import { Tabs as RadixTabs } from 'radix-ui';
import type { ComponentProps } from 'react';
import styles from './tabs.module.css';

/**
 * Radix tabs (arrow keys move between triggers), styled. Compose Tabs > TabsList > TabsTrigger, then
 * TabsContent: the selected trigger points at its panel (aria-controls), so the content it switches
 * must sit in a TabsContent of the same value, even when one panel serves every tab.
 */
export function Tabs({ className, ...props }: ComponentProps<typeof RadixTabs.Root>) {
  return <RadixTabs.Root className={`${styles.root} ${className ?? ''}`} {...props} />;
}

export function TabsList({ className, ...props }: ComponentProps<typeof RadixTabs.List>) {
  return <RadixTabs.List className={`${styles.list} ${className ?? ''}`} {...props} />;
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof RadixTabs.Trigger>) {
  return <RadixTabs.Trigger className={`${styles.trigger} ${className ?? ''}`} {...props} />;
}

export function TabsContent({ className, ...props }: ComponentProps<typeof RadixTabs.Content>) {
  return <RadixTabs.Content className={`${styles.content} ${className ?? ''}`} {...props} />;
}
