// A string enum as JSON Schema `{type: 'string', enum}`: Ajv answers `must be string` for another type
// and `must be equal to one of the allowed values` for another string, as the hand-written schemas did
// (a union of literals would answer its anyOf branches instead).
import Type, { type TEnum } from 'typebox';

export const StringEnum = <const T extends readonly string[]>(values: T) =>
  Type.Enum([...values], { type: 'string' }) as TEnum<[...T]>;
