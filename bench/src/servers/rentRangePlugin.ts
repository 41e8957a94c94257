import type { PgCondition } from 'postgraphile/@dataplan/pg';
import 'postgraphile';

/**
 * Adds `rentMin` and `rentMax` to PropertyCondition. Stock PostGraphile conditions test equality
 * only, and the range filter plugin is a separate package; the search workload needs a rent range.
 */
export const RentRangePlugin: GraphileConfig.Plugin = {
  name: 'BenchRentRangePlugin',
  version: '0.0.0',
  schema: {
    hooks: {
      GraphQLInputObjectType_fields(fields, build, context) {
        const { scope, fieldWithHooks } = context;
        if (!scope.isPgCondition || scope.pgCodec?.name !== 'properties') return fields;
        const { sql } = build;
        const bound = (fieldName: string, operator: '>=' | '<=') =>
          fieldWithHooks({ fieldName }, {
            type: build.graphql.GraphQLInt,
            apply($condition: PgCondition, value: unknown) {
              if (value === undefined || value === null) return;
              $condition.where(sql`${$condition.alias}.rent ${sql.raw(operator)} ${sql.value(value as number)}::numeric`);
            },
          });
        return build.extend(
          fields,
          { rentMin: bound('rentMin', '>='), rentMax: bound('rentMax', '<=') },
          'Adding the rent range to PropertyCondition',
        );
      },
    },
  },
};
