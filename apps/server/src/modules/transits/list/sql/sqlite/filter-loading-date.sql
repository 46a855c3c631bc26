-- filter loading_date alone
-- parameters: [7,"2026-03-11",7,"2026-03-11",10,0]
select "transits".*, (
  select count(*) as "n"
  from "transits"
  where ("transits"."company_id" = ?
    and "transits"."loading_date" = ?)) as "total", 1 = 0 as "other_side"
from (
  select "transits".*
  from "transits"
  where ("transits"."company_id" = ?
    and "transits"."loading_date" = ?)
  order by "transits"."created_at" desc, "transits"."id" desc
  limit ?
  offset ?) as "transits"
order by "transits"."created_at" desc, "transits"."id" desc;
