-- every filter together
-- parameters: [7,41,7,41,7,41,7,"{name} : \"łódź trans\"",7,7,7,"{name} : \"łódź trans\"",7,7,7,"{name} : \"łódź trans\"",7,7,7,42,7,42,7,42,"{transit_number} : \"2026/00\"",7,7,"{town address place} : \"gdańsk\"",7,7,"2026-03-09T23:00:00.000Z","2026-03-10T23:00:00.000Z","2026-03-11","running","pending","2026-03-10","{town address place} : \"berlin\"",7,7,7,"{number} : \"kr 12\"",7,7,7,"{number} : \"kr 12\"",7,7,"{vehicle semitrailer} : \"kr 12\"",7,7,7,7,"PL5261040828",7,7,"PL5261040828",7,7,"PL5261040828",7,"{first_last last_first} : \"żaneta kowal\"",7,7,"{driver} : \"żaneta kowal\"",7,7,7,"2026-03-12",7,"generated",10,0]
with matching as materialized (
  select *
  from (
    select transits.id, transits.created_at
    from (
      select *
      from (
        select "n"."id" as "id", "n"."created_at" as "created_at"
        from "transits" as "n"
        where "n"."company_id" = ?
        and "n"."sender_client_id" = ?
        union
        select "r"."transit_id" as "id", "r"."transit_created_at" as "created_at"
        from "transit_receivers" as "r"
        where "r"."company_id" = ?
        and "r"."client_id" = ?
        union
        select "c"."transit_id" as "id", "c"."transit_created_at" as "created_at"
        from "transit_carriers" as "c"
        where ("c"."company_id" = ?
          and "c"."client_id" = ?)) as "set_0"
      intersect
      select *
      from (
        select "n"."id" as "id", "n"."created_at" as "created_at"
        from "transits" as "n"
        where "n"."company_id" = ?
        and "n"."sender_client_id" in (
          select "clients"."id"
          from "clients"
          where "clients"."id" in (
            select rowid & 4294967295
            from "clients_text"
            where "clients_text" match ?
            and rowid between cast(? as integer) * 4294967296
            and cast(? as integer) * 4294967296 + 4294967295))
        union
        select "r"."transit_id" as "id", "r"."transit_created_at" as "created_at"
        from "transit_receivers" as "r"
        where "r"."company_id" = ?
        and "r"."client_id" in (
          select "clients"."id"
          from "clients"
          where "clients"."id" in (
            select rowid & 4294967295
            from "clients_text"
            where "clients_text" match ?
            and rowid between cast(? as integer) * 4294967296
            and cast(? as integer) * 4294967296 + 4294967295))
        union
        select "c"."transit_id" as "id", "c"."transit_created_at" as "created_at"
        from "transit_carriers" as "c"
        where ("c"."company_id" = ?
          and "c"."client_id" in (
            select "clients"."id"
            from "clients"
            where "clients"."id" in (
              select rowid & 4294967295
              from "clients_text"
              where "clients_text" match ?
              and rowid between cast(? as integer) * 4294967296
              and cast(? as integer) * 4294967296 + 4294967295)))) as "set_1"
      intersect
      select *
      from (
        select "n"."id" as "id", "n"."created_at" as "created_at"
        from "transits" as "n"
        where "n"."company_id" = ?
        and "n"."sender_employee_id" = ?
        union
        select "r"."transit_id" as "id", "r"."transit_created_at" as "created_at"
        from "transit_receivers" as "r"
        where "r"."company_id" = ?
        and "r"."employee_id" = ?
        union
        select "c"."transit_id" as "id", "c"."transit_created_at" as "created_at"
        from "transit_carriers" as "c"
        where ("c"."company_id" = ?
          and "c"."employee_id" = ?)) as "set_2"
      intersect
      select *
      from (
        select "n"."id" as "id", "n"."created_at" as "created_at"
        from "transits" as "n"
        where "n"."id" in (
          select rowid & 4294967295
          from "transits_text"
          where "transits_text" match ?
          and rowid between cast(? as integer) * 4294967296
          and cast(? as integer) * 4294967296 + 4294967295)) as "set_3"
      intersect
      select *
      from (
        select distinct "p"."transit_id" as "id", "p"."transit_created_at" as "created_at"
        from "transit_places" as "p"
        where "p"."id" in (
          select rowid & 2147483647
          from "transit_places_text"
          where "transit_places_text" match ?
          and rowid between cast(? as integer) * 4294967296
          and cast(? as integer) * 4294967296 + 2147483647)
        and "p"."kind" = 'loading'
        and (("p"."transit_created_at" >= ?
            and "p"."transit_created_at" < ?)
          and "p"."transit_loading_date" = ?
          and ("p"."transit_status" = ?
            or ("p"."transit_status" = ?
              and "p"."transit_loading_date" <= ?)))) as "set_4"
      intersect
      select *
      from (
        select distinct "p"."transit_id" as "id", "p"."transit_created_at" as "created_at"
        from "transit_places" as "p"
        where "p"."id" in (
          select rowid & 2147483647
          from "transit_places_text"
          where "transit_places_text" match ?
          and rowid between cast(? as integer) * 4294967296 + 2147483648
          and cast(? as integer) * 4294967296 + 2147483648 + 2147483647)
        and "p"."kind" = 'unloading') as "set_5"
      intersect
      select *
      from (
        select "c"."transit_id" as "id", "c"."transit_created_at" as "created_at"
        from "transit_carriers" as "c"
        where ("c"."company_id" = ?
          and "c"."vehicle_id" in (
            select "v"."id"
            from "vehicles" as "v"
            where "v"."id" in (
              select rowid & 4294967295
              from "vehicles_text"
              where "vehicles_text" match ?
              and rowid between cast(? as integer) * 4294967296
              and cast(? as integer) * 4294967296 + 4294967295)))
        union
        select "c"."transit_id" as "id", "c"."transit_created_at" as "created_at"
        from "transit_carriers" as "c"
        where ("c"."company_id" = ?
          and "c"."semitrailer_id" in (
            select "v"."id"
            from "vehicles" as "v"
            where "v"."id" in (
              select rowid & 4294967295
              from "vehicles_text"
              where "vehicles_text" match ?
              and rowid between cast(? as integer) * 4294967296
              and cast(? as integer) * 4294967296 + 4294967295)))
        union
        select "c"."transit_id" as "id", "c"."transit_created_at" as "created_at"
        from "transit_carriers" as "c"
        where "c"."id" in (
          select rowid & 4294967295
          from "transit_carriers_text"
          where "transit_carriers_text" match ?
          and rowid between cast(? as integer) * 4294967296
          and cast(? as integer) * 4294967296 + 4294967295)) as "set_6"
      intersect
      select *
      from (
        select "n"."id" as "id", "n"."created_at" as "created_at"
        from "transits" as "n"
        where "n"."company_id" = ?
        and "n"."sender_client_id" in (
          select "clients"."id"
          from "clients"
          where "clients"."company_id" = ?
          and clients.vies = ?)
        union
        select "r"."transit_id" as "id", "r"."transit_created_at" as "created_at"
        from "transit_receivers" as "r"
        where "r"."company_id" = ?
        and "r"."client_id" in (
          select "clients"."id"
          from "clients"
          where "clients"."company_id" = ?
          and clients.vies = ?)
        union
        select "c"."transit_id" as "id", "c"."transit_created_at" as "created_at"
        from "transit_carriers" as "c"
        where ("c"."company_id" = ?
          and "c"."client_id" in (
            select "clients"."id"
            from "clients"
            where "clients"."company_id" = ?
            and clients.vies = ?))) as "set_7"
      intersect
      select *
      from (
        select "c"."transit_id" as "id", "c"."transit_created_at" as "created_at"
        from "transit_carriers" as "c"
        where ("c"."company_id" = ?
          and "c"."driver_id" in (
            select "d"."id"
            from "users" as "d"
            where "d"."id" in (
              select rowid & 4294967295
              from "users_text"
              where "users_text" match ?
              and rowid between cast(? as integer) * 4294967296
              and cast(? as integer) * 4294967296 + 4294967295)))
        union
        select "c"."transit_id" as "id", "c"."transit_created_at" as "created_at"
        from "transit_carriers" as "c"
        where "c"."id" in (
          select rowid & 4294967295
          from "transit_carriers_text"
          where "transit_carriers_text" match ?
          and rowid between cast(? as integer) * 4294967296
          and cast(? as integer) * 4294967296 + 4294967295)) as "set_8") as k
    cross
    join transits
    where transits.id = k.id
    and "transits"."company_id" = ?
    and "transits"."unloading_date" = ?
    and ("transits"."company_id" = ?
      and "transits"."type" = ?)) as "source_0")
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
