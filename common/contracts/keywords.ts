// JSON Schema keywords written as the hand-written route schemas wrote them, so that Ajv answers the
// same texts: `{type: 'string', enum}` answers `must be string` for another type and `must be equal to
// one of the allowed values` for another string (a union of literals would answer its anyOf branches
// instead); a bare `{const}` answers `must be equal to constant` whatever the type (Type.Literal adds a type).
import { Type, type TEnum } from 'typebox';

export const StringEnum = <const T extends readonly string[]>(values: T) =>
  Type.Enum([...values], { type: 'string' }) as TEnum<[...T]>;

export const Const = <const T extends string | number | boolean>(value: T) => Type.Unsafe<T>({ const: value });
