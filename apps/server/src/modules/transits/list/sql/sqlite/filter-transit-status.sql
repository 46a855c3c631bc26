-- filter transit_status alone
-- parameters: [7,"running","pending","2026-03-10",7,"running","pending","2026-03-10",10,0]
select "transits".*, (
  select count(*) as "n"
  from "transits"
  where ("transits"."company_id" = ?
    and ("transits"."status" = ?
      or ("transits"."status" = ?
        and "transits"."loading_date" <= ?)))) as "total", 1 = 0 as "other_side"
from (
  select "transits".*
  from "transits"
  where ("transits"."company_id" = ?
    and ("transits"."status" = ?
      or ("transits"."status" = ?
        and "transits"."loading_date" <= ?)))
  order by "transits"."created_at" desc, "transits"."id" desc
  limit ?
  offset ?) as "transits"
order by "transits"."created_at" desc, "transits"."id" desc;
