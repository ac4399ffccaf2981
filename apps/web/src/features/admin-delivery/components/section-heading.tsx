import { Text, Title } from '@mantine/core';

/** A delivery section's title (its `id` names the section) and the line under it. */
export function SectionHeading({ id, title, intro }: { id: string; title: string; intro: string }) {
  return (
    <div>
      <Title order={2} fz="h3" id={id}>
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {intro}
      </Text>
    </div>
  );
}
