-- page 3 of 70 (offset 140)
-- parameters: [7,7,70,140]
select "transits".*, (
  select count(*) as "n"
  from "transits"
  where "transits"."company_id" = ?) as "total", 1 = 0 as "other_side"
from (
  select "transits".*
  from "transits"
  where "transits"."company_id" = ?
  order by "transits"."created_at" desc, "transits"."id" desc
  limit ?
  offset ?) as "transits"
order by "transits"."created_at" desc, "transits"."id" desc;
