-- filter driver_full_name alone
-- parameters: [7,7,"{first_last last_first} : \"żaneta kowal\"",7,7,"{driver} : \"żaneta kowal\"",7,7,10,0]
with matching as materialized (
  select *
  from (
    select "transits"."id", "transits"."created_at"
    from "transits"
    where ("transits"."company_id" = ?
      and "transits"."id" in (
        select "transit_carriers"."transit_id" as "id"
        from "transit_carriers"
        where ("transit_carriers"."company_id" = ?
          and "transit_carriers"."driver_id" in (
            select "d"."id"
            from "users" as "d"
            where "d"."id" in (
              select rowid & 4294967295
              from "users_text"
              where "users_text" match ?
              and rowid between cast(? as integer) * 4294967296
              and cast(? as integer) * 4294967296 + 4294967295)))
        union
        select "transit_carriers"."transit_id" as "id"
        from "transit_carriers"
        where "transit_carriers"."id" in (
          select rowid & 4294967295
          from "transit_carriers_text"
          where "transit_carriers_text" match ?
          and rowid between cast(? as integer) * 4294967296
          and cast(? as integer) * 4294967296 + 4294967295)))) as "source_0")
select transits.*, (
  select count(*)
  from matching) as total, 1 = 0 as other_side
from transits
where transits.id in (
  select m.id
  from matching m
  order by m.created_at desc, m.id desc
  limit ?
  offset ?)
order by transits.created_at desc, transits.id desc;
