import { describe, expect, it } from 'vitest';
import { containsPattern, foldCase } from './admin-search';

describe('foldCase', () => {
  it('lowers each character on its own, as PostgreSQL’s lower() does', () => {
    expect(foldCase('Whey ISOLATE')).toBe('whey isolate');
    expect(foldCase('ÉCLAIR')).toBe('éclair');
    // toLowerCase alone gives 'i̇stanbul' (a dot above) and a final 'ς'
    expect(foldCase('İSTANBUL')).toBe('istanbul');
    expect(foldCase('ΟΔΥΣΣΕΥΣ')).toBe('οδυσσευσ');
    expect(foldCase('ς')).toBe('ς');
    expect(foldCase('واي بروتين')).toBe('واي بروتين');
  });

  it('leaves LIKE’s wildcards as they are: the search takes them literally', () => {
    expect(foldCase('50%_OFF \\')).toBe('50%_off \\');
    expect(containsPattern('50%_off \\')).toBe('%50\\%\\_off \\\\%');
  });
});
