-- filter transit_type alone
-- parameters: [7,7,"generated",7,7,"generated",10,0]
select "transits".*, (
  select count(*) as "n"
  from "transits"
  where ("transits"."company_id" = ?
    and ("transits"."company_id" = ?
      and "transits"."type" = ?))) as "total", 1 = 0 as "other_side"
from (
  select "transits".*
  from "transits"
  where ("transits"."company_id" = ?
    and ("transits"."company_id" = ?
      and "transits"."type" = ?))
  order by "transits"."created_at" desc, "transits"."id" desc
  limit ?
  offset ?) as "transits"
order by "transits"."created_at" desc, "transits"."id" desc;
