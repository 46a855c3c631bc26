-- cursor paging, previous (newer) page
-- parameters: [7,7,"2026-03-10T08:00:00.000Z",1234,7,"2026-03-10T08:00:00.000Z",1234,11]
select "transits".*, (
  select count(*) as "n"
  from "transits"
  where "transits"."company_id" = ?) as "total", exists (
  select "transits"."id"
  from "transits"
  where "transits"."company_id" = ?
  and ("transits"."created_at", "transits"."id") <= (?, ?)) as "other_side"
from (
  select "transits".*
  from "transits"
  where "transits"."company_id" = ?
  and ("transits"."created_at", "transits"."id") > (?, ?)
  order by "transits"."created_at" asc, "transits"."id" asc
  limit ?) as "transits"
order by "transits"."created_at" asc, "transits"."id" asc;
