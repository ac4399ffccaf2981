import { describe, expect, it } from 'vitest';
import { shortClassNames, shortName } from './short-class-names';

describe('short CSS module class names', () => {
  it('are four characters, a letter first, the same for the same module and class', () => {
    const scoped = shortClassNames('/app');
    const name = scoped('button', '/app/src/ui/button.module.css');
    expect(name).toMatch(/^[a-zA-Z][a-zA-Z0-9]{3}$/);
    expect(scoped('button', '/app/src/ui/button.module.css?used')).toBe(name);
    expect(shortClassNames('/elsewhere')('button', '/elsewhere/src/ui/button.module.css')).toBe(name);
    expect(scoped('label', '/app/src/ui/button.module.css')).not.toBe(name);
    expect(scoped('button', '/app/src/ui/card.module.css')).not.toBe(name);
    expect(shortName('src/ui/button.module.css:button')).toBe(name);
  });

  it('stop the build when two classes would share a name', () => {
    const scoped = shortClassNames('/app', () => 'aaaa');
    scoped('a', '/app/x.module.css');
    expect(() => scoped('b', '/app/x.module.css')).toThrow(
      'CSS module class names collide: x.module.css:a and x.module.css:b are both .aaaa; rename one of the two classes',
    );
  });
});
