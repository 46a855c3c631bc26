-- filter created_at alone
-- parameters: [7,"2026-03-09T23:00:00.000Z","2026-03-10T23:00:00.000Z",7,"2026-03-09T23:00:00.000Z","2026-03-10T23:00:00.000Z",10,0]
select "transits".*, (
  select count(*) as "n"
  from "transits"
  where ("transits"."company_id" = ?
    and ("transits"."created_at" >= ?
      and "transits"."created_at" < ?))) as "total", 1 = 0 as "other_side"
from (
  select "transits".*
  from "transits"
  where ("transits"."company_id" = ?
    and ("transits"."created_at" >= ?
      and "transits"."created_at" < ?))
  order by "transits"."created_at" desc, "transits"."id" desc
  limit ?
  offset ?) as "transits"
order by "transits"."created_at" desc, "transits"."id" desc;
