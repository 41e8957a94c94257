// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { envScript, readPublicEnv } from './publicEnv.ts';

describe('readPublicEnv', () => {
  it('reads the API settings from the environment at call time', () => {
    const env = readPublicEnv({
      PUBLIC_SUPABASE_URL: 'http://localhost:54321',
      PUBLIC_SUPABASE_ANON_KEY: 'key',
    });
    expect(env).toEqual({
      PUBLIC_SUPABASE_URL: 'http://localhost:54321',
      PUBLIC_SUPABASE_ANON_KEY: 'key',
    });
  });

  it('gives empty strings when the settings are missing', () => {
    expect(readPublicEnv({})).toEqual({ PUBLIC_SUPABASE_URL: '', PUBLIC_SUPABASE_ANON_KEY: '' });
  });
});

describe('envScript', () => {
  it('assigns window.__ENV and cannot be closed early by a value', () => {
    const script = envScript({
      PUBLIC_SUPABASE_URL: '</script><script>alert(1)</script>',
      PUBLIC_SUPABASE_ANON_KEY: 'k',
    });
    expect(script.startsWith('window.__ENV = ')).toBe(true);
    expect(script).not.toContain('</script>');
    const value = JSON.parse(script.slice('window.__ENV = '.length, -1)) as {
      PUBLIC_SUPABASE_URL: string;
    };
    expect(value.PUBLIC_SUPABASE_URL).toBe('</script><script>alert(1)</script>');
  });
});
