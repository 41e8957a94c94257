import 'postgraphile';

/**
 * Our enums carry display labels with spaces ('Independent House', 'Fully Furnished'), which are
 * not GraphQL names; without this PostGraphile drops every table that uses them.
 */
export const EnumValueSpacesPlugin: GraphileConfig.Plugin = {
  name: 'BenchEnumValueSpacesPlugin',
  version: '0.0.0',
  inflection: {
    replace: {
      enumValue(previous, _options, value, codec) {
        return previous ? previous(value.replace(/\s+/g, '_'), codec) : value;
      },
    },
  },
};
