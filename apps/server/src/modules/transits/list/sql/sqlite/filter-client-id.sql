-- filter client_id alone
-- parameters: [7,7,41,7,41,7,41,7,7,41,7,41,7,41,10,0]
select "transits".*, (
  select count(*) as "n"
  from "transits"
  where ("transits"."company_id" = ?
    and "transits"."id" in (
      select "s"."id" as "id"
      from "transits" as "s"
      where "s"."company_id" = ?
      and "s"."sender_client_id" = ?
      union
      select "r"."transit_id" as "id"
      from "transit_receivers" as "r"
      where "r"."company_id" = ?
      and "r"."client_id" = ?
      union
      select "c"."transit_id" as "id"
      from "transit_carriers" as "c"
      where "c"."company_id" = ?
      and "c"."client_id" = ?))) as "total", 1 = 0 as "other_side"
from (
  select "transits".*
  from "transits"
  where ("transits"."company_id" = ?
    and "transits"."id" in (
      select "s"."id" as "id"
      from "transits" as "s"
      where "s"."company_id" = ?
      and "s"."sender_client_id" = ?
      union
      select "r"."transit_id" as "id"
      from "transit_receivers" as "r"
      where "r"."company_id" = ?
      and "r"."client_id" = ?
      union
      select "c"."transit_id" as "id"
      from "transit_carriers" as "c"
      where "c"."company_id" = ?
      and "c"."client_id" = ?))
  order by "transits"."created_at" desc, "transits"."id" desc
  limit ?
  offset ?) as "transits"
order by "transits"."created_at" desc, "transits"."id" desc;
