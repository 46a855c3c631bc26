-- a driver: only the transits he drives
-- parameters: [7,99,7,99,10,0]
select "transits".*, (
  select count(*) as "n"
  from "transits"
  where ("transits"."company_id" = ?
    and "transits"."id" in (
      select "dc"."transit_id"
      from "transit_carriers" as "dc"
      where "dc"."driver_id" = ?))) as "total", 1 = 0 as "other_side"
from (
  select "transits".*
  from "transits"
  where ("transits"."company_id" = ?
    and "transits"."id" in (
      select "dc"."transit_id"
      from "transit_carriers" as "dc"
      where "dc"."driver_id" = ?))
  order by "transits"."created_at" desc, "transits"."id" desc
  limit ?
  offset ?) as "transits"
order by "transits"."created_at" desc, "transits"."id" desc;
