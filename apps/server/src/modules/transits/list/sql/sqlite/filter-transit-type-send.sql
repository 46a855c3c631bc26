-- filter transit_type=send (shared in, or stored as sent)
-- parameters: [7,7,"send",7,7,"send",10,0]
select "transits".*, (
  select count(*) as "n"
  from "transits"
  where ("transits"."company_id" = ?
    and ("transits"."company_id" != ?
      or "transits"."type" = ?))) as "total", 1 = 0 as "other_side"
from (
  select "transits".*
  from "transits"
  where ("transits"."company_id" = ?
    and ("transits"."company_id" != ?
      or "transits"."type" = ?))
  order by "transits"."created_at" desc, "transits"."id" desc
  limit ?
  offset ?) as "transits"
order by "transits"."created_at" desc, "transits"."id" desc;
