-- every filter together
-- parameters: [7,7,41,7,41,7,41,7,7,"%łódź trans%",7,7,"%łódź trans%",7,7,"%łódź trans%",7,42,7,42,7,42,"2026-03-09T23:00:00.000Z","2026-03-10T23:00:00.000Z","2026-03-11","2026-03-12",7,"%2026/00%",7,"generated","running","pending","2026-03-10",7,"%gdańsk%","%gdańsk%","%gdańsk%",7,"%berlin%","%berlin%","%berlin%",7,7,"%kr 12%",7,7,"%kr 12%",7,"%kr 12%","%kr 12%",7,7,"PL5261040828",7,7,"PL5261040828",7,7,"PL5261040828",7,7,"%żaneta kowal%","%żaneta kowal%",7,"%żaneta kowal%",7,7,7,41,7,41,7,41,7,7,"%łódź trans%",7,7,"%łódź trans%",7,7,"%łódź trans%",7,42,7,42,7,42,"2026-03-09T23:00:00.000Z","2026-03-10T23:00:00.000Z","2026-03-11","2026-03-12",7,"%2026/00%",7,"generated","running","pending","2026-03-10",7,"%gdańsk%","%gdańsk%","%gdańsk%",7,"%berlin%","%berlin%","%berlin%",7,7,"%kr 12%",7,7,"%kr 12%",7,"%kr 12%","%kr 12%",7,7,"PL5261040828",7,7,"PL5261040828",7,7,"PL5261040828",7,7,"%żaneta kowal%","%żaneta kowal%",7,"%żaneta kowal%",10,0]
with matching as materialized (
  select *
  from (
    select "transits"."id", "transits"."created_at"
    from "transits"
    where ("transits"."company_id" = $1
      and "transits"."id" in (
        select k.id
        from (
          select "n"."id" as "id", "n"."created_at" as "created_at"
          from "transits" as "n"
          where "n"."company_id" = $2
          and "n"."sender_client_id" = $3
          union
          select "r"."transit_id" as "id", "r"."transit_created_at" as "created_at"
          from "transit_receivers" as "r"
          where "r"."company_id" = $4
          and "r"."client_id" = $5
          union
          select "c"."transit_id" as "id", "c"."transit_created_at" as "created_at"
          from "transit_carriers" as "c"
          where ("c"."company_id" = $6
            and "c"."client_id" = $7)) as k)
      and "transits"."id" in (
        select k.id
        from (
          select "n"."id" as "id", "n"."created_at" as "created_at"
          from "transits" as "n"
          where "n"."company_id" = $8
          and "n"."sender_client_id" in (
            select "clients"."id"
            from "clients"
            where ("clients"."company_id" = $9
              and lower("clients"."name") like $10 escape '\'))
          union
          select "r"."transit_id" as "id", "r"."transit_created_at" as "created_at"
          from "transit_receivers" as "r"
          where "r"."company_id" = $11
          and "r"."client_id" in (
            select "clients"."id"
            from "clients"
            where ("clients"."company_id" = $12
              and lower("clients"."name") like $13 escape '\'))
          union
          select "c"."transit_id" as "id", "c"."transit_created_at" as "created_at"
          from "transit_carriers" as "c"
          where ("c"."company_id" = $14
            and "c"."client_id" in (
              select "clients"."id"
              from "clients"
              where ("clients"."company_id" = $15
                and lower("clients"."name") like $16 escape '\')))) as k)
      and "transits"."id" in (
        select k.id
        from (
          select "n"."id" as "id", "n"."created_at" as "created_at"
          from "transits" as "n"
          where "n"."company_id" = $17
          and "n"."sender_employee_id" = $18
          union
          select "r"."transit_id" as "id", "r"."transit_created_at" as "created_at"
          from "transit_receivers" as "r"
          where "r"."company_id" = $19
          and "r"."employee_id" = $20
          union
          select "c"."transit_id" as "id", "c"."transit_created_at" as "created_at"
          from "transit_carriers" as "c"
          where ("c"."company_id" = $21
            and "c"."employee_id" = $22)) as k)
      and ("transits"."created_at" >= $23
        and "transits"."created_at" < $24)
      and "transits"."loading_date" = $25
      and "transits"."unloading_date" = $26
      and "transits"."id" in (
        select k.id
        from (
          select "n"."id" as "id", "n"."created_at" as "created_at"
          from "transits" as "n"
          where ("n"."company_id" = $27
            and lower("n"."transit_number") like $28 escape '\')) as k)
      and ("transits"."company_id" = $29
        and "transits"."type" = $30)
      and ("transits"."status" = $31
        or ("transits"."status" = $32
          and "transits"."loading_date" <= $33))
      and "transits"."id" in (
        select k.id
        from (
          select distinct "p"."transit_id" as "id", "p"."transit_created_at" as "created_at"
          from "transit_places" as "p"
          where ("p"."company_id" = $34
            and (lower("p"."town") like $35 escape '\'
              or lower("p"."address") like $36 escape '\'
              or lower("p"."place") like $37 escape '\'))
          and "p"."kind" = 'loading') as k)
      and "transits"."id" in (
        select k.id
        from (
          select distinct "p"."transit_id" as "id", "p"."transit_created_at" as "created_at"
          from "transit_places" as "p"
          where ("p"."company_id" = $38
            and (lower("p"."town") like $39 escape '\'
              or lower("p"."address") like $40 escape '\'
              or lower("p"."place") like $41 escape '\'))
          and "p"."kind" = 'unloading') as k)
      and "transits"."id" in (
        select k.id
        from (
          select "c"."transit_id" as "id", "c"."transit_created_at" as "created_at"
          from "transit_carriers" as "c"
          where ("c"."company_id" = $42
            and "c"."vehicle_id" in (
              select "v"."id"
              from "vehicles" as "v"
              where ("v"."company_id" = $43
                and lower("v"."number") like $44 escape '\')))
          union
          select "c"."transit_id" as "id", "c"."transit_created_at" as "created_at"
          from "transit_carriers" as "c"
          where ("c"."company_id" = $45
            and "c"."semitrailer_id" in (
              select "v"."id"
              from "vehicles" as "v"
              where ("v"."company_id" = $46
                and lower("v"."number") like $47 escape '\')))
          union
          select "c"."transit_id" as "id", "c"."transit_created_at" as "created_at"
          from "transit_carriers" as "c"
          where ("c"."company_id" = $48
            and (lower("c"."vehicle_not_from_system") like $49 escape '\'
              or lower("c"."semitrailer_not_from_system") like $50 escape '\'))) as k)
      and "transits"."id" in (
        select k.id
        from (
          select "n"."id" as "id", "n"."created_at" as "created_at"
          from "transits" as "n"
          where "n"."company_id" = $51
          and "n"."sender_client_id" in (
            select "clients"."id"
            from "clients"
            where "clients"."company_id" = $52
            and clients.vies = $53)
          union
          select "r"."transit_id" as "id", "r"."transit_created_at" as "created_at"
          from "transit_receivers" as "r"
          where "r"."company_id" = $54
          and "r"."client_id" in (
            select "clients"."id"
            from "clients"
            where "clients"."company_id" = $55
            and clients.vies = $56)
          union
          select "c"."transit_id" as "id", "c"."transit_created_at" as "created_at"
          from "transit_carriers" as "c"
          where ("c"."company_id" = $57
            and "c"."client_id" in (
              select "clients"."id"
              from "clients"
              where "clients"."company_id" = $58
              and clients.vies = $59))) as k)
      and "transits"."id" in (
        select k.id
        from (
          select "c"."transit_id" as "id", "c"."transit_created_at" as "created_at"
          from "transit_carriers" as "c"
          where ("c"."company_id" = $60
            and "c"."driver_id" in (
              select "d"."id"
              from "users" as "d"
              where ("d"."company_id" = $61
                and (lower("d"."first_name" || ' ' || "d"."last_name") like $62 escape '\'
                  or lower("d"."last_name" || ' ' || "d"."first_name") like $63 escape '\'))))
          union
          select "c"."transit_id" as "id", "c"."transit_created_at" as "created_at"
          from "transit_carriers" as "c"
          where ("c"."company_id" = $64
            and lower("c"."driver_not_from_system") like $65 escape '\')) as k))) as "source_0"
  union all
  select *
  from (
    select "transits"."id", "transits"."created_at"
    from "transits"
    where (("transits"."company_id" != $66
        and "transits"."id" in (
          select "transit_shares"."transit_id"
          from "transit_shares"
          where "transit_shares"."company_id" = $67))
      and "transits"."id" in (
        select k.id
        from (
          select "n"."id" as "id", "n"."created_at" as "created_at"
          from "transits" as "n"
          where "n"."id" in (
            select "transit_shares"."transit_id"
            from "transit_shares"
            where "transit_shares"."company_id" = $68)
          and "n"."sender_client_id" = $69
          union
          select "r"."transit_id" as "id", "r"."transit_created_at" as "created_at"
          from "transit_receivers" as "r"
          where "r"."transit_id" in (
            select "transit_shares"."transit_id"
            from "transit_shares"
            where "transit_shares"."company_id" = $70)
          and "r"."client_id" = $71
          union
          select "c"."transit_id" as "id", "c"."transit_created_at" as "created_at"
          from "transit_carriers" as "c"
          where ("c"."transit_id" in (
              select "transit_shares"."transit_id"
              from "transit_shares"
              where "transit_shares"."company_id" = $72)
            and "c"."client_id" = $73)) as k)
      and "transits"."id" in (
        select k.id
        from (
          select "n"."id" as "id", "n"."created_at" as "created_at"
          from "transits" as "n"
          where "n"."id" in (
            select "transit_shares"."transit_id"
            from "transit_shares"
            where "transit_shares"."company_id" = $74)
          and "n"."sender_client_id" in (
            select "clients"."id"
            from "clients"
            where ("clients"."company_id" in (
                select owner.company_id
                from transits owner
                where owner.id in (
                  select "transit_shares"."transit_id"
                  from "transit_shares"
                  where "transit_shares"."company_id" = $75))
              and lower("clients"."name") like $76 escape '\'))
          union
          select "r"."transit_id" as "id", "r"."transit_created_at" as "created_at"
          from "transit_receivers" as "r"
          where "r"."transit_id" in (
            select "transit_shares"."transit_id"
            from "transit_shares"
            where "transit_shares"."company_id" = $77)
          and "r"."client_id" in (
            select "clients"."id"
            from "clients"
            where ("clients"."company_id" in (
                select owner.company_id
                from transits owner
                where owner.id in (
                  select "transit_shares"."transit_id"
                  from "transit_shares"
                  where "transit_shares"."company_id" = $78))
              and lower("clients"."name") like $79 escape '\'))
          union
          select "c"."transit_id" as "id", "c"."transit_created_at" as "created_at"
          from "transit_carriers" as "c"
          where ("c"."transit_id" in (
              select "transit_shares"."transit_id"
              from "transit_shares"
              where "transit_shares"."company_id" = $80)
            and "c"."client_id" in (
              select "clients"."id"
              from "clients"
              where ("clients"."company_id" in (
                  select owner.company_id
                  from transits owner
                  where owner.id in (
                    select "transit_shares"."transit_id"
                    from "transit_shares"
                    where "transit_shares"."company_id" = $81))
                and lower("clients"."name") like $82 escape '\')))) as k)
      and "transits"."id" in (
        select k.id
        from (
          select "n"."id" as "id", "n"."created_at" as "created_at"
          from "transits" as "n"
          where "n"."id" in (
            select "transit_shares"."transit_id"
            from "transit_shares"
            where "transit_shares"."company_id" = $83)
          and "n"."sender_employee_id" = $84
          union
          select "r"."transit_id" as "id", "r"."transit_created_at" as "created_at"
          from "transit_receivers" as "r"
          where "r"."transit_id" in (
            select "transit_shares"."transit_id"
            from "transit_shares"
            where "transit_shares"."company_id" = $85)
          and "r"."employee_id" = $86
          union
          select "c"."transit_id" as "id", "c"."transit_created_at" as "created_at"
          from "transit_carriers" as "c"
          where ("c"."transit_id" in (
              select "transit_shares"."transit_id"
              from "transit_shares"
              where "transit_shares"."company_id" = $87)
            and "c"."employee_id" = $88)) as k)
      and ("transits"."created_at" >= $89
        and "transits"."created_at" < $90)
      and "transits"."loading_date" = $91
      and "transits"."unloading_date" = $92
      and "transits"."id" in (
        select k.id
        from (
          select "n"."id" as "id", "n"."created_at" as "created_at"
          from "transits" as "n"
          where ("n"."id" in (
              select "transit_shares"."transit_id"
              from "transit_shares"
              where "transit_shares"."company_id" = $93)
            and lower("n"."transit_number") like $94 escape '\')) as k)
      and ("transits"."company_id" = $95
        and "transits"."type" = $96)
      and ("transits"."status" = $97
        or ("transits"."status" = $98
          and "transits"."loading_date" <= $99))
      and "transits"."id" in (
        select k.id
        from (
          select distinct "p"."transit_id" as "id", "p"."transit_created_at" as "created_at"
          from "transit_places" as "p"
          where ("p"."transit_id" in (
              select "transit_shares"."transit_id"
              from "transit_shares"
              where "transit_shares"."company_id" = $100)
            and (lower("p"."town") like $101 escape '\'
              or lower("p"."address") like $102 escape '\'
              or lower("p"."place") like $103 escape '\'))
          and "p"."kind" = 'loading') as k)
      and "transits"."id" in (
        select k.id
        from (
          select distinct "p"."transit_id" as "id", "p"."transit_created_at" as "created_at"
          from "transit_places" as "p"
          where ("p"."transit_id" in (
              select "transit_shares"."transit_id"
              from "transit_shares"
              where "transit_shares"."company_id" = $104)
            and (lower("p"."town") like $105 escape '\'
              or lower("p"."address") like $106 escape '\'
              or lower("p"."place") like $107 escape '\'))
          and "p"."kind" = 'unloading') as k)
      and "transits"."id" in (
        select k.id
        from (
          select "c"."transit_id" as "id", "c"."transit_created_at" as "created_at"
          from "transit_carriers" as "c"
          where ("c"."transit_id" in (
              select "transit_shares"."transit_id"
              from "transit_shares"
              where "transit_shares"."company_id" = $108)
            and "c"."vehicle_id" in (
              select "v"."id"
              from "vehicles" as "v"
              where ("v"."company_id" in (
                  select owner.company_id
                  from transits owner
                  where owner.id in (
                    select "transit_shares"."transit_id"
                    from "transit_shares"
                    where "transit_shares"."company_id" = $109))
                and lower("v"."number") like $110 escape '\')))
          union
          select "c"."transit_id" as "id", "c"."transit_created_at" as "created_at"
          from "transit_carriers" as "c"
          where ("c"."transit_id" in (
              select "transit_shares"."transit_id"
              from "transit_shares"
              where "transit_shares"."company_id" = $111)
            and "c"."semitrailer_id" in (
              select "v"."id"
              from "vehicles" as "v"
              where ("v"."company_id" in (
                  select owner.company_id
                  from transits owner
                  where owner.id in (
                    select "transit_shares"."transit_id"
                    from "transit_shares"
                    where "transit_shares"."company_id" = $112))
                and lower("v"."number") like $113 escape '\')))
          union
          select "c"."transit_id" as "id", "c"."transit_created_at" as "created_at"
          from "transit_carriers" as "c"
          where ("c"."transit_id" in (
              select "transit_shares"."transit_id"
              from "transit_shares"
              where "transit_shares"."company_id" = $114)
            and (lower("c"."vehicle_not_from_system") like $115 escape '\'
              or lower("c"."semitrailer_not_from_system") like $116 escape '\'))) as k)
      and "transits"."id" in (
        select k.id
        from (
          select "n"."id" as "id", "n"."created_at" as "created_at"
          from "transits" as "n"
          where "n"."id" in (
            select "transit_shares"."transit_id"
            from "transit_shares"
            where "transit_shares"."company_id" = $117)
          and "n"."sender_client_id" in (
            select "clients"."id"
            from "clients"
            where "clients"."company_id" in (
              select owner.company_id
              from transits owner
              where owner.id in (
                select "transit_shares"."transit_id"
                from "transit_shares"
                where "transit_shares"."company_id" = $118))
            and clients.vies = $119)
          union
          select "r"."transit_id" as "id", "r"."transit_created_at" as "created_at"
          from "transit_receivers" as "r"
          where "r"."transit_id" in (
            select "transit_shares"."transit_id"
            from "transit_shares"
            where "transit_shares"."company_id" = $120)
          and "r"."client_id" in (
            select "clients"."id"
            from "clients"
            where "clients"."company_id" in (
              select owner.company_id
              from transits owner
              where owner.id in (
                select "transit_shares"."transit_id"
                from "transit_shares"
                where "transit_shares"."company_id" = $121))
            and clients.vies = $122)
          union
          select "c"."transit_id" as "id", "c"."transit_created_at" as "created_at"
          from "transit_carriers" as "c"
          where ("c"."transit_id" in (
              select "transit_shares"."transit_id"
              from "transit_shares"
              where "transit_shares"."company_id" = $123)
            and "c"."client_id" in (
              select "clients"."id"
              from "clients"
              where "clients"."company_id" in (
                select owner.company_id
                from transits owner
                where owner.id in (
                  select "transit_shares"."transit_id"
                  from "transit_shares"
                  where "transit_shares"."company_id" = $124))
              and clients.vies = $125))) as k)
      and "transits"."id" in (
        select k.id
        from (
          select "c"."transit_id" as "id", "c"."transit_created_at" as "created_at"
          from "transit_carriers" as "c"
          where ("c"."transit_id" in (
              select "transit_shares"."transit_id"
              from "transit_shares"
              where "transit_shares"."company_id" = $126)
            and "c"."driver_id" in (
              select "d"."id"
              from "users" as "d"
              where ("d"."company_id" in (
                  select owner.company_id
                  from transits owner
                  where owner.id in (
                    select "transit_shares"."transit_id"
                    from "transit_shares"
                    where "transit_shares"."company_id" = $127))
                and (lower("d"."first_name" || ' ' || "d"."last_name") like $128 escape '\'
                  or lower("d"."last_name" || ' ' || "d"."first_name") like $129 escape '\'))))
          union
          select "c"."transit_id" as "id", "c"."transit_created_at" as "created_at"
          from "transit_carriers" as "c"
          where ("c"."transit_id" in (
              select "transit_shares"."transit_id"
              from "transit_shares"
              where "transit_shares"."company_id" = $130)
            and lower("c"."driver_not_from_system") like $131 escape '\')) as k))) as "source_1"), page as materialized (
  select *
  from transits
  where transits.id in (
    select m.id
    from matching m
    order by m.created_at desc, m.id desc
    limit $132
    offset $133)), page_receivers as materialized (
  select *
  from transit_receivers r
  where r.transit_id = some(array(
      select id
      from page))), page_carriers as materialized (
  select *
  from transit_carriers k
  where k.transit_id = some(array(
      select id
      from page)))
select (
  select count(*)
  from matching) as total, 1 = 0 as other_side, (
  select json_build_array(array_agg(p.id), array_agg(p.company_id), array_agg(p.transit_number), array_agg(p.status), array_agg(p.type), array_agg(p.has_signed_documents), array_agg(p.loading_date), array_agg(p.unloading_date), array_agg(p.loading_time), array_agg(p.unloading_time), array_agg(p.sender_client_id), array_agg(p.sender_employee_id), array_agg(p.sender_instruction), array_agg(p.special_agreements), array_agg(p.remarks), array_agg(p.created_by), array_agg(p.created_at), array_agg(p.updated_at), array_agg(p.finished_at), array_agg(p.version))
  from (
    select *
    from page
    order by created_at desc, id desc) p) as d_rows, (
  select json_build_array(array_agg(c.id), array_agg(c.transit_id), array_agg(c.company_id), array_agg(c.kind), array_agg(c.receiver_id), array_agg(c.position), array_agg(c.place), array_agg(c.address), array_agg(c.zip_code), array_agg(c.town), array_agg(c.country), array_agg(c.additional_data), array_agg(c.client_id), array_agg(c.latitude), array_agg(c.longitude))
  from transit_places c
  where c.transit_id = some(array(
      select id
      from page))) as d_places, (
  select json_build_array(array_agg(c.id), array_agg(c.transit_id), array_agg(c.company_id), array_agg(c.position), array_agg(c.client_id), array_agg(c.employee_id))
  from page_receivers c) as d_receivers, (
  select json_build_array(array_agg(c.id), array_agg(c.transit_id), array_agg(c.company_id), array_agg(c.receiver_id), array_agg(c.position), array_agg(c.name), array_agg(c.quantity), array_agg(c.capacity), array_agg(c.method_of_packaging), array_agg(c.weight_gross_kg), array_agg(c.origin_country), array_agg(c.destination_country), array_agg(c.statistical_number), array_agg(c.marks))
  from transit_cargo c
  where c.transit_id = some(array(
      select id
      from page))) as d_cargo, (
  select json_build_array(array_agg(c.id), array_agg(c.transit_id), array_agg(c.company_id), array_agg(c.position), array_agg(c.client_id), array_agg(c.employee_id), array_agg(c.driver_id), array_agg(c.driver_not_from_system), array_agg(c.is_forwarder), array_agg(c.vehicle_id), array_agg(c.vehicle_not_from_system), array_agg(c.semitrailer_id), array_agg(c.semitrailer_not_from_system))
  from page_carriers c) as d_carriers, (
  select json_build_array(array_agg(d.id), array_agg(d.transit_id), array_agg(d.name), array_agg(d.type), array_agg(d.is_main_document), array_agg(d.parent_document_id))
  from documents d
  where d.transit_id = some(array(
      select id
      from page))) as d_documents, (
  select json_build_array(array_agg(s.id), array_agg(s.document_id), array_agg(s.signed_by_type), array_agg(s.receiver_id))
  from document_signatures s
  join documents sd on sd.id = s.document_id
  where sd.transit_id = some(array(
      select id
      from page))) as d_signatures, (
  select json_build_array(array_agg(n.id), array_agg(n.name), array_agg(n.vies), array_agg(n.address), array_agg(n.zip_code), array_agg(n.town), array_agg(n.country), array_agg(n.phone), array_agg(n.pesel), array_agg(n.linked_company_id))
  from clients n
  where n.id = some(array(
      select sender_client_id
      from page
      union all
      select r.client_id
      from page_receivers r
      union all
      select k.client_id
      from page_carriers k))) as d_clients, (
  select json_build_array(array_agg(n.id), array_agg(n.company_id), array_agg(n.first_name), array_agg(n.last_name), array_agg(n.phone), array_agg(n.role))
  from users n
  where n.id = some(array(
      select sender_employee_id
      from page
      union all
      select r.employee_id
      from page_receivers r
      union all
      select k.employee_id
      from page_carriers k
      union all
      select k.driver_id
      from page_carriers k))) as d_users, (
  select json_build_array(array_agg(n.id), array_agg(n.company_id), array_agg(n.number), array_agg(n.type))
  from vehicles n
  where n.id = some(array(
      select k.vehicle_id
      from page_carriers k
      union all
      select k.semitrailer_id
      from page_carriers k))) as d_vehicles;
