-- every filter together
-- parameters: [7,7,41,7,41,7,41,7,7,"%łódź trans%",7,7,"%łódź trans%",7,7,"%łódź trans%",42,7,42,7,42,"2026-03-09T23:00:00.000Z","2026-03-10T23:00:00.000Z","2026-03-11","2026-03-12",7,"%2026/00%",7,"generated","running","pending","2026-03-10",7,"%gdańsk%","%gdańsk%","%gdańsk%","loading",7,"%berlin%","%berlin%","%berlin%","unloading",7,7,"%kr 12%",7,7,"%kr 12%",7,"%kr 12%","%kr 12%",7,7,"PL5261040828",7,7,"PL5261040828",7,7,"PL5261040828",7,7,"%żaneta kowal%","%żaneta kowal%",7,"%żaneta kowal%",10,7,7,7,41,7,41,7,41,7,7,"%łódź trans%",7,7,"%łódź trans%",7,7,"%łódź trans%",42,7,42,7,42,"2026-03-09T23:00:00.000Z","2026-03-10T23:00:00.000Z","2026-03-11","2026-03-12",7,"%2026/00%",7,"generated","running","pending","2026-03-10",7,"%gdańsk%","%gdańsk%","%gdańsk%","loading",7,"%berlin%","%berlin%","%berlin%","unloading",7,7,"%kr 12%",7,7,"%kr 12%",7,"%kr 12%","%kr 12%",7,7,"PL5261040828",7,7,"PL5261040828",7,7,"PL5261040828",7,7,"%żaneta kowal%","%żaneta kowal%",7,"%żaneta kowal%",10,10,0,7,7,41,7,41,7,41,7,7,"%łódź trans%",7,7,"%łódź trans%",7,7,"%łódź trans%",42,7,42,7,42,"2026-03-09T23:00:00.000Z","2026-03-10T23:00:00.000Z","2026-03-11","2026-03-12",7,"%2026/00%",7,"generated","running","pending","2026-03-10",7,"%gdańsk%","%gdańsk%","%gdańsk%","loading",7,"%berlin%","%berlin%","%berlin%","unloading",7,7,"%kr 12%",7,7,"%kr 12%",7,"%kr 12%","%kr 12%",7,7,"PL5261040828",7,7,"PL5261040828",7,7,"PL5261040828",7,7,"%żaneta kowal%","%żaneta kowal%",7,"%żaneta kowal%",7,7,7,41,7,41,7,41,7,7,"%łódź trans%",7,7,"%łódź trans%",7,7,"%łódź trans%",42,7,42,7,42,"2026-03-09T23:00:00.000Z","2026-03-10T23:00:00.000Z","2026-03-11","2026-03-12",7,"%2026/00%",7,"generated","running","pending","2026-03-10",7,"%gdańsk%","%gdańsk%","%gdańsk%","loading",7,"%berlin%","%berlin%","%berlin%","unloading",7,7,"%kr 12%",7,7,"%kr 12%",7,"%kr 12%","%kr 12%",7,7,"PL5261040828",7,7,"PL5261040828",7,7,"PL5261040828",7,7,"%żaneta kowal%","%żaneta kowal%",7,"%żaneta kowal%"]
with page as materialized (
  select *
  from ((
      select "transits".*
      from "transits"
      where ("transits"."company_id" = $1
        and coalesce("transits"."id" in (
            select "s"."id" as "id"
            from "transits" as "s"
            where "s"."company_id" = $2
            and "s"."sender_client_id" = $3
            union
            select "r"."transit_id" as "id"
            from "transit_receivers" as "r"
            where "r"."company_id" = $4
            and "r"."client_id" = $5
            union
            select "c"."transit_id" as "id"
            from "transit_carriers" as "c"
            where "c"."company_id" = $6
            and "c"."client_id" = $7), false)
        and coalesce("transits"."id" in (
            select "s"."id" as "id"
            from "transits" as "s"
            where "s"."company_id" = $8
            and "s"."sender_client_id" in (
              select "clients"."id"
              from "clients"
              where ("clients"."company_id" = $9
                and lower("clients"."name") like $10 escape '\'))
            union
            select "r"."transit_id" as "id"
            from "transit_receivers" as "r"
            where "r"."company_id" = $11
            and "r"."client_id" in (
              select "clients"."id"
              from "clients"
              where ("clients"."company_id" = $12
                and lower("clients"."name") like $13 escape '\'))
            union
            select "c"."transit_id" as "id"
            from "transit_carriers" as "c"
            where "c"."company_id" = $14
            and "c"."client_id" in (
              select "clients"."id"
              from "clients"
              where ("clients"."company_id" = $15
                and lower("clients"."name") like $16 escape '\'))), false)
        and ("transits"."sender_employee_id" = $17
          or coalesce("transits"."id" in (
              select "r"."transit_id" as "id"
              from "transit_receivers" as "r"
              where "r"."company_id" = $18
              and "r"."employee_id" = $19
              union
              select "c"."transit_id" as "id"
              from "transit_carriers" as "c"
              where "c"."company_id" = $20
              and "c"."employee_id" = $21), false))
        and ("transits"."created_at" >= $22
          and "transits"."created_at" < $23)
        and "transits"."loading_date" = $24
        and "transits"."unloading_date" = $25
        and ("transits"."company_id" = $26
          and lower("transits"."transit_number") like $27 escape '\')
        and ("transits"."company_id" = $28
          and "transits"."type" = $29)
        and ("transits"."status" = $30
          or ("transits"."status" = $31
            and "transits"."loading_date" <= $32))
        and coalesce("transits"."id" in (
            select "p"."transit_id"
            from "transit_places" as "p"
            where ("p"."company_id" = $33
              and (lower("p"."town") like $34 escape '\'
                or lower("p"."address") like $35 escape '\'
                or lower("p"."place") like $36 escape '\'))
            and "p"."kind" = $37), false)
        and coalesce("transits"."id" in (
            select "p"."transit_id"
            from "transit_places" as "p"
            where ("p"."company_id" = $38
              and (lower("p"."town") like $39 escape '\'
                or lower("p"."address") like $40 escape '\'
                or lower("p"."place") like $41 escape '\'))
            and "p"."kind" = $42), false)
        and coalesce("transits"."id" in (
            select "transit_carriers"."transit_id" as "id"
            from "transit_carriers"
            where ("transit_carriers"."company_id" = $43
              and "transit_carriers"."vehicle_id" in (
                select "v"."id"
                from "vehicles" as "v"
                where ("v"."company_id" = $44
                  and lower("v"."number") like $45 escape '\')))
            union
            select "transit_carriers"."transit_id" as "id"
            from "transit_carriers"
            where ("transit_carriers"."company_id" = $46
              and "transit_carriers"."semitrailer_id" in (
                select "v"."id"
                from "vehicles" as "v"
                where ("v"."company_id" = $47
                  and lower("v"."number") like $48 escape '\')))
            union
            select "transit_carriers"."transit_id" as "id"
            from "transit_carriers"
            where ("transit_carriers"."company_id" = $49
              and (lower("transit_carriers"."vehicle_not_from_system") like $50 escape '\'
                or lower("transit_carriers"."semitrailer_not_from_system") like $51 escape '\'))), false)
        and coalesce("transits"."id" in (
            select "s"."id" as "id"
            from "transits" as "s"
            where "s"."company_id" = $52
            and "s"."sender_client_id" in (
              select "clients"."id"
              from "clients"
              where "clients"."company_id" = $53
              and clients.vies = $54)
            union
            select "r"."transit_id" as "id"
            from "transit_receivers" as "r"
            where "r"."company_id" = $55
            and "r"."client_id" in (
              select "clients"."id"
              from "clients"
              where "clients"."company_id" = $56
              and clients.vies = $57)
            union
            select "c"."transit_id" as "id"
            from "transit_carriers" as "c"
            where "c"."company_id" = $58
            and "c"."client_id" in (
              select "clients"."id"
              from "clients"
              where "clients"."company_id" = $59
              and clients.vies = $60)), false)
        and coalesce("transits"."id" in (
            select "transit_carriers"."transit_id" as "id"
            from "transit_carriers"
            where ("transit_carriers"."company_id" = $61
              and "transit_carriers"."driver_id" in (
                select "d"."id"
                from "users" as "d"
                where ("d"."company_id" = $62
                  and (lower("d"."first_name" || ' ' || "d"."last_name") like $63 escape '\'
                    or lower("d"."last_name" || ' ' || "d"."first_name") like $64 escape '\'))))
            union
            select "transit_carriers"."transit_id" as "id"
            from "transit_carriers"
            where ("transit_carriers"."company_id" = $65
              and lower("transit_carriers"."driver_not_from_system") like $66 escape '\')), false))
      order by "transits"."created_at" desc, "transits"."id" desc
      limit $67)
    union all (
      select "transits".*
      from "transits"
      where (("transits"."company_id" != $68
          and "transits"."id" in (
            select "transit_shares"."transit_id"
            from "transit_shares"
            where "transit_shares"."company_id" = $69))
        and coalesce("transits"."id" in (
            select "s"."id" as "id"
            from "transits" as "s"
            where "s"."id" in (
              select "transit_shares"."transit_id"
              from "transit_shares"
              where "transit_shares"."company_id" = $70)
            and "s"."sender_client_id" = $71
            union
            select "r"."transit_id" as "id"
            from "transit_receivers" as "r"
            where "r"."transit_id" in (
              select "transit_shares"."transit_id"
              from "transit_shares"
              where "transit_shares"."company_id" = $72)
            and "r"."client_id" = $73
            union
            select "c"."transit_id" as "id"
            from "transit_carriers" as "c"
            where "c"."transit_id" in (
              select "transit_shares"."transit_id"
              from "transit_shares"
              where "transit_shares"."company_id" = $74)
            and "c"."client_id" = $75), false)
        and coalesce("transits"."id" in (
            select "s"."id" as "id"
            from "transits" as "s"
            where "s"."id" in (
              select "transit_shares"."transit_id"
              from "transit_shares"
              where "transit_shares"."company_id" = $76)
            and "s"."sender_client_id" in (
              select "clients"."id"
              from "clients"
              where ("clients"."company_id" in (
                  select owner.company_id
                  from transits owner
                  where owner.id in (
                    select "transit_shares"."transit_id"
                    from "transit_shares"
                    where "transit_shares"."company_id" = $77))
                and lower("clients"."name") like $78 escape '\'))
            union
            select "r"."transit_id" as "id"
            from "transit_receivers" as "r"
            where "r"."transit_id" in (
              select "transit_shares"."transit_id"
              from "transit_shares"
              where "transit_shares"."company_id" = $79)
            and "r"."client_id" in (
              select "clients"."id"
              from "clients"
              where ("clients"."company_id" in (
                  select owner.company_id
                  from transits owner
                  where owner.id in (
                    select "transit_shares"."transit_id"
                    from "transit_shares"
                    where "transit_shares"."company_id" = $80))
                and lower("clients"."name") like $81 escape '\'))
            union
            select "c"."transit_id" as "id"
            from "transit_carriers" as "c"
            where "c"."transit_id" in (
              select "transit_shares"."transit_id"
              from "transit_shares"
              where "transit_shares"."company_id" = $82)
            and "c"."client_id" in (
              select "clients"."id"
              from "clients"
              where ("clients"."company_id" in (
                  select owner.company_id
                  from transits owner
                  where owner.id in (
                    select "transit_shares"."transit_id"
                    from "transit_shares"
                    where "transit_shares"."company_id" = $83))
                and lower("clients"."name") like $84 escape '\'))), false)
        and ("transits"."sender_employee_id" = $85
          or coalesce("transits"."id" in (
              select "r"."transit_id" as "id"
              from "transit_receivers" as "r"
              where "r"."transit_id" in (
                select "transit_shares"."transit_id"
                from "transit_shares"
                where "transit_shares"."company_id" = $86)
              and "r"."employee_id" = $87
              union
              select "c"."transit_id" as "id"
              from "transit_carriers" as "c"
              where "c"."transit_id" in (
                select "transit_shares"."transit_id"
                from "transit_shares"
                where "transit_shares"."company_id" = $88)
              and "c"."employee_id" = $89), false))
        and ("transits"."created_at" >= $90
          and "transits"."created_at" < $91)
        and "transits"."loading_date" = $92
        and "transits"."unloading_date" = $93
        and ("transits"."id" in (
            select "transit_shares"."transit_id"
            from "transit_shares"
            where "transit_shares"."company_id" = $94)
          and lower("transits"."transit_number") like $95 escape '\')
        and ("transits"."company_id" = $96
          and "transits"."type" = $97)
        and ("transits"."status" = $98
          or ("transits"."status" = $99
            and "transits"."loading_date" <= $100))
        and coalesce("transits"."id" in (
            select "p"."transit_id"
            from "transit_places" as "p"
            where ("p"."transit_id" in (
                select "transit_shares"."transit_id"
                from "transit_shares"
                where "transit_shares"."company_id" = $101)
              and (lower("p"."town") like $102 escape '\'
                or lower("p"."address") like $103 escape '\'
                or lower("p"."place") like $104 escape '\'))
            and "p"."kind" = $105), false)
        and coalesce("transits"."id" in (
            select "p"."transit_id"
            from "transit_places" as "p"
            where ("p"."transit_id" in (
                select "transit_shares"."transit_id"
                from "transit_shares"
                where "transit_shares"."company_id" = $106)
              and (lower("p"."town") like $107 escape '\'
                or lower("p"."address") like $108 escape '\'
                or lower("p"."place") like $109 escape '\'))
            and "p"."kind" = $110), false)
        and coalesce("transits"."id" in (
            select "transit_carriers"."transit_id" as "id"
            from "transit_carriers"
            where ("transit_carriers"."transit_id" in (
                select "transit_shares"."transit_id"
                from "transit_shares"
                where "transit_shares"."company_id" = $111)
              and "transit_carriers"."vehicle_id" in (
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
            select "transit_carriers"."transit_id" as "id"
            from "transit_carriers"
            where ("transit_carriers"."transit_id" in (
                select "transit_shares"."transit_id"
                from "transit_shares"
                where "transit_shares"."company_id" = $114)
              and "transit_carriers"."semitrailer_id" in (
                select "v"."id"
                from "vehicles" as "v"
                where ("v"."company_id" in (
                    select owner.company_id
                    from transits owner
                    where owner.id in (
                      select "transit_shares"."transit_id"
                      from "transit_shares"
                      where "transit_shares"."company_id" = $115))
                  and lower("v"."number") like $116 escape '\')))
            union
            select "transit_carriers"."transit_id" as "id"
            from "transit_carriers"
            where ("transit_carriers"."transit_id" in (
                select "transit_shares"."transit_id"
                from "transit_shares"
                where "transit_shares"."company_id" = $117)
              and (lower("transit_carriers"."vehicle_not_from_system") like $118 escape '\'
                or lower("transit_carriers"."semitrailer_not_from_system") like $119 escape '\'))), false)
        and coalesce("transits"."id" in (
            select "s"."id" as "id"
            from "transits" as "s"
            where "s"."id" in (
              select "transit_shares"."transit_id"
              from "transit_shares"
              where "transit_shares"."company_id" = $120)
            and "s"."sender_client_id" in (
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
            select "r"."transit_id" as "id"
            from "transit_receivers" as "r"
            where "r"."transit_id" in (
              select "transit_shares"."transit_id"
              from "transit_shares"
              where "transit_shares"."company_id" = $123)
            and "r"."client_id" in (
              select "clients"."id"
              from "clients"
              where "clients"."company_id" in (
                select owner.company_id
                from transits owner
                where owner.id in (
                  select "transit_shares"."transit_id"
                  from "transit_shares"
                  where "transit_shares"."company_id" = $124))
              and clients.vies = $125)
            union
            select "c"."transit_id" as "id"
            from "transit_carriers" as "c"
            where "c"."transit_id" in (
              select "transit_shares"."transit_id"
              from "transit_shares"
              where "transit_shares"."company_id" = $126)
            and "c"."client_id" in (
              select "clients"."id"
              from "clients"
              where "clients"."company_id" in (
                select owner.company_id
                from transits owner
                where owner.id in (
                  select "transit_shares"."transit_id"
                  from "transit_shares"
                  where "transit_shares"."company_id" = $127))
              and clients.vies = $128)), false)
        and coalesce("transits"."id" in (
            select "transit_carriers"."transit_id" as "id"
            from "transit_carriers"
            where ("transit_carriers"."transit_id" in (
                select "transit_shares"."transit_id"
                from "transit_shares"
                where "transit_shares"."company_id" = $129)
              and "transit_carriers"."driver_id" in (
                select "d"."id"
                from "users" as "d"
                where ("d"."company_id" in (
                    select owner.company_id
                    from transits owner
                    where owner.id in (
                      select "transit_shares"."transit_id"
                      from "transit_shares"
                      where "transit_shares"."company_id" = $130))
                  and (lower("d"."first_name" || ' ' || "d"."last_name") like $131 escape '\'
                    or lower("d"."last_name" || ' ' || "d"."first_name") like $132 escape '\'))))
            union
            select "transit_carriers"."transit_id" as "id"
            from "transit_carriers"
            where ("transit_carriers"."transit_id" in (
                select "transit_shares"."transit_id"
                from "transit_shares"
                where "transit_shares"."company_id" = $133)
              and lower("transit_carriers"."driver_not_from_system") like $134 escape '\')), false))
      order by "transits"."created_at" desc, "transits"."id" desc
      limit $135)) u
  order by u.created_at desc, u.id desc
  limit $136
  offset $137), page_receivers as materialized (
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
  select count(*) as "n"
  from "transits"
  where ("transits"."company_id" = $138
    and "transits"."id" in (
      select "s"."id" as "id"
      from "transits" as "s"
      where "s"."company_id" = $139
      and "s"."sender_client_id" = $140
      union
      select "r"."transit_id" as "id"
      from "transit_receivers" as "r"
      where "r"."company_id" = $141
      and "r"."client_id" = $142
      union
      select "c"."transit_id" as "id"
      from "transit_carriers" as "c"
      where "c"."company_id" = $143
      and "c"."client_id" = $144)
    and "transits"."id" in (
      select "s"."id" as "id"
      from "transits" as "s"
      where "s"."company_id" = $145
      and "s"."sender_client_id" in (
        select "clients"."id"
        from "clients"
        where ("clients"."company_id" = $146
          and lower("clients"."name") like $147 escape '\'))
      union
      select "r"."transit_id" as "id"
      from "transit_receivers" as "r"
      where "r"."company_id" = $148
      and "r"."client_id" in (
        select "clients"."id"
        from "clients"
        where ("clients"."company_id" = $149
          and lower("clients"."name") like $150 escape '\'))
      union
      select "c"."transit_id" as "id"
      from "transit_carriers" as "c"
      where "c"."company_id" = $151
      and "c"."client_id" in (
        select "clients"."id"
        from "clients"
        where ("clients"."company_id" = $152
          and lower("clients"."name") like $153 escape '\')))
    and ("transits"."sender_employee_id" = $154
      or "transits"."id" in (
        select "r"."transit_id" as "id"
        from "transit_receivers" as "r"
        where "r"."company_id" = $155
        and "r"."employee_id" = $156
        union
        select "c"."transit_id" as "id"
        from "transit_carriers" as "c"
        where "c"."company_id" = $157
        and "c"."employee_id" = $158))
    and ("transits"."created_at" >= $159
      and "transits"."created_at" < $160)
    and "transits"."loading_date" = $161
    and "transits"."unloading_date" = $162
    and ("transits"."company_id" = $163
      and lower("transits"."transit_number") like $164 escape '\')
    and ("transits"."company_id" = $165
      and "transits"."type" = $166)
    and ("transits"."status" = $167
      or ("transits"."status" = $168
        and "transits"."loading_date" <= $169))
    and "transits"."id" in (
      select "p"."transit_id"
      from "transit_places" as "p"
      where ("p"."company_id" = $170
        and (lower("p"."town") like $171 escape '\'
          or lower("p"."address") like $172 escape '\'
          or lower("p"."place") like $173 escape '\'))
      and "p"."kind" = $174)
    and "transits"."id" in (
      select "p"."transit_id"
      from "transit_places" as "p"
      where ("p"."company_id" = $175
        and (lower("p"."town") like $176 escape '\'
          or lower("p"."address") like $177 escape '\'
          or lower("p"."place") like $178 escape '\'))
      and "p"."kind" = $179)
    and "transits"."id" in (
      select "transit_carriers"."transit_id" as "id"
      from "transit_carriers"
      where ("transit_carriers"."company_id" = $180
        and "transit_carriers"."vehicle_id" in (
          select "v"."id"
          from "vehicles" as "v"
          where ("v"."company_id" = $181
            and lower("v"."number") like $182 escape '\')))
      union
      select "transit_carriers"."transit_id" as "id"
      from "transit_carriers"
      where ("transit_carriers"."company_id" = $183
        and "transit_carriers"."semitrailer_id" in (
          select "v"."id"
          from "vehicles" as "v"
          where ("v"."company_id" = $184
            and lower("v"."number") like $185 escape '\')))
      union
      select "transit_carriers"."transit_id" as "id"
      from "transit_carriers"
      where ("transit_carriers"."company_id" = $186
        and (lower("transit_carriers"."vehicle_not_from_system") like $187 escape '\'
          or lower("transit_carriers"."semitrailer_not_from_system") like $188 escape '\')))
    and "transits"."id" in (
      select "s"."id" as "id"
      from "transits" as "s"
      where "s"."company_id" = $189
      and "s"."sender_client_id" in (
        select "clients"."id"
        from "clients"
        where "clients"."company_id" = $190
        and clients.vies = $191)
      union
      select "r"."transit_id" as "id"
      from "transit_receivers" as "r"
      where "r"."company_id" = $192
      and "r"."client_id" in (
        select "clients"."id"
        from "clients"
        where "clients"."company_id" = $193
        and clients.vies = $194)
      union
      select "c"."transit_id" as "id"
      from "transit_carriers" as "c"
      where "c"."company_id" = $195
      and "c"."client_id" in (
        select "clients"."id"
        from "clients"
        where "clients"."company_id" = $196
        and clients.vies = $197))
    and "transits"."id" in (
      select "transit_carriers"."transit_id" as "id"
      from "transit_carriers"
      where ("transit_carriers"."company_id" = $198
        and "transit_carriers"."driver_id" in (
          select "d"."id"
          from "users" as "d"
          where ("d"."company_id" = $199
            and (lower("d"."first_name" || ' ' || "d"."last_name") like $200 escape '\'
              or lower("d"."last_name" || ' ' || "d"."first_name") like $201 escape '\'))))
      union
      select "transit_carriers"."transit_id" as "id"
      from "transit_carriers"
      where ("transit_carriers"."company_id" = $202
        and lower("transit_carriers"."driver_not_from_system") like $203 escape '\')))) + (
  select count(*) as "n"
  from "transits"
  where (("transits"."company_id" != $204
      and "transits"."id" in (
        select "transit_shares"."transit_id"
        from "transit_shares"
        where "transit_shares"."company_id" = $205))
    and "transits"."id" in (
      select "s"."id" as "id"
      from "transits" as "s"
      where "s"."id" in (
        select "transit_shares"."transit_id"
        from "transit_shares"
        where "transit_shares"."company_id" = $206)
      and "s"."sender_client_id" = $207
      union
      select "r"."transit_id" as "id"
      from "transit_receivers" as "r"
      where "r"."transit_id" in (
        select "transit_shares"."transit_id"
        from "transit_shares"
        where "transit_shares"."company_id" = $208)
      and "r"."client_id" = $209
      union
      select "c"."transit_id" as "id"
      from "transit_carriers" as "c"
      where "c"."transit_id" in (
        select "transit_shares"."transit_id"
        from "transit_shares"
        where "transit_shares"."company_id" = $210)
      and "c"."client_id" = $211)
    and "transits"."id" in (
      select "s"."id" as "id"
      from "transits" as "s"
      where "s"."id" in (
        select "transit_shares"."transit_id"
        from "transit_shares"
        where "transit_shares"."company_id" = $212)
      and "s"."sender_client_id" in (
        select "clients"."id"
        from "clients"
        where ("clients"."company_id" in (
            select owner.company_id
            from transits owner
            where owner.id in (
              select "transit_shares"."transit_id"
              from "transit_shares"
              where "transit_shares"."company_id" = $213))
          and lower("clients"."name") like $214 escape '\'))
      union
      select "r"."transit_id" as "id"
      from "transit_receivers" as "r"
      where "r"."transit_id" in (
        select "transit_shares"."transit_id"
        from "transit_shares"
        where "transit_shares"."company_id" = $215)
      and "r"."client_id" in (
        select "clients"."id"
        from "clients"
        where ("clients"."company_id" in (
            select owner.company_id
            from transits owner
            where owner.id in (
              select "transit_shares"."transit_id"
              from "transit_shares"
              where "transit_shares"."company_id" = $216))
          and lower("clients"."name") like $217 escape '\'))
      union
      select "c"."transit_id" as "id"
      from "transit_carriers" as "c"
      where "c"."transit_id" in (
        select "transit_shares"."transit_id"
        from "transit_shares"
        where "transit_shares"."company_id" = $218)
      and "c"."client_id" in (
        select "clients"."id"
        from "clients"
        where ("clients"."company_id" in (
            select owner.company_id
            from transits owner
            where owner.id in (
              select "transit_shares"."transit_id"
              from "transit_shares"
              where "transit_shares"."company_id" = $219))
          and lower("clients"."name") like $220 escape '\')))
    and ("transits"."sender_employee_id" = $221
      or "transits"."id" in (
        select "r"."transit_id" as "id"
        from "transit_receivers" as "r"
        where "r"."transit_id" in (
          select "transit_shares"."transit_id"
          from "transit_shares"
          where "transit_shares"."company_id" = $222)
        and "r"."employee_id" = $223
        union
        select "c"."transit_id" as "id"
        from "transit_carriers" as "c"
        where "c"."transit_id" in (
          select "transit_shares"."transit_id"
          from "transit_shares"
          where "transit_shares"."company_id" = $224)
        and "c"."employee_id" = $225))
    and ("transits"."created_at" >= $226
      and "transits"."created_at" < $227)
    and "transits"."loading_date" = $228
    and "transits"."unloading_date" = $229
    and ("transits"."id" in (
        select "transit_shares"."transit_id"
        from "transit_shares"
        where "transit_shares"."company_id" = $230)
      and lower("transits"."transit_number") like $231 escape '\')
    and ("transits"."company_id" = $232
      and "transits"."type" = $233)
    and ("transits"."status" = $234
      or ("transits"."status" = $235
        and "transits"."loading_date" <= $236))
    and "transits"."id" in (
      select "p"."transit_id"
      from "transit_places" as "p"
      where ("p"."transit_id" in (
          select "transit_shares"."transit_id"
          from "transit_shares"
          where "transit_shares"."company_id" = $237)
        and (lower("p"."town") like $238 escape '\'
          or lower("p"."address") like $239 escape '\'
          or lower("p"."place") like $240 escape '\'))
      and "p"."kind" = $241)
    and "transits"."id" in (
      select "p"."transit_id"
      from "transit_places" as "p"
      where ("p"."transit_id" in (
          select "transit_shares"."transit_id"
          from "transit_shares"
          where "transit_shares"."company_id" = $242)
        and (lower("p"."town") like $243 escape '\'
          or lower("p"."address") like $244 escape '\'
          or lower("p"."place") like $245 escape '\'))
      and "p"."kind" = $246)
    and "transits"."id" in (
      select "transit_carriers"."transit_id" as "id"
      from "transit_carriers"
      where ("transit_carriers"."transit_id" in (
          select "transit_shares"."transit_id"
          from "transit_shares"
          where "transit_shares"."company_id" = $247)
        and "transit_carriers"."vehicle_id" in (
          select "v"."id"
          from "vehicles" as "v"
          where ("v"."company_id" in (
              select owner.company_id
              from transits owner
              where owner.id in (
                select "transit_shares"."transit_id"
                from "transit_shares"
                where "transit_shares"."company_id" = $248))
            and lower("v"."number") like $249 escape '\')))
      union
      select "transit_carriers"."transit_id" as "id"
      from "transit_carriers"
      where ("transit_carriers"."transit_id" in (
          select "transit_shares"."transit_id"
          from "transit_shares"
          where "transit_shares"."company_id" = $250)
        and "transit_carriers"."semitrailer_id" in (
          select "v"."id"
          from "vehicles" as "v"
          where ("v"."company_id" in (
              select owner.company_id
              from transits owner
              where owner.id in (
                select "transit_shares"."transit_id"
                from "transit_shares"
                where "transit_shares"."company_id" = $251))
            and lower("v"."number") like $252 escape '\')))
      union
      select "transit_carriers"."transit_id" as "id"
      from "transit_carriers"
      where ("transit_carriers"."transit_id" in (
          select "transit_shares"."transit_id"
          from "transit_shares"
          where "transit_shares"."company_id" = $253)
        and (lower("transit_carriers"."vehicle_not_from_system") like $254 escape '\'
          or lower("transit_carriers"."semitrailer_not_from_system") like $255 escape '\')))
    and "transits"."id" in (
      select "s"."id" as "id"
      from "transits" as "s"
      where "s"."id" in (
        select "transit_shares"."transit_id"
        from "transit_shares"
        where "transit_shares"."company_id" = $256)
      and "s"."sender_client_id" in (
        select "clients"."id"
        from "clients"
        where "clients"."company_id" in (
          select owner.company_id
          from transits owner
          where owner.id in (
            select "transit_shares"."transit_id"
            from "transit_shares"
            where "transit_shares"."company_id" = $257))
        and clients.vies = $258)
      union
      select "r"."transit_id" as "id"
      from "transit_receivers" as "r"
      where "r"."transit_id" in (
        select "transit_shares"."transit_id"
        from "transit_shares"
        where "transit_shares"."company_id" = $259)
      and "r"."client_id" in (
        select "clients"."id"
        from "clients"
        where "clients"."company_id" in (
          select owner.company_id
          from transits owner
          where owner.id in (
            select "transit_shares"."transit_id"
            from "transit_shares"
            where "transit_shares"."company_id" = $260))
        and clients.vies = $261)
      union
      select "c"."transit_id" as "id"
      from "transit_carriers" as "c"
      where "c"."transit_id" in (
        select "transit_shares"."transit_id"
        from "transit_shares"
        where "transit_shares"."company_id" = $262)
      and "c"."client_id" in (
        select "clients"."id"
        from "clients"
        where "clients"."company_id" in (
          select owner.company_id
          from transits owner
          where owner.id in (
            select "transit_shares"."transit_id"
            from "transit_shares"
            where "transit_shares"."company_id" = $263))
        and clients.vies = $264))
    and "transits"."id" in (
      select "transit_carriers"."transit_id" as "id"
      from "transit_carriers"
      where ("transit_carriers"."transit_id" in (
          select "transit_shares"."transit_id"
          from "transit_shares"
          where "transit_shares"."company_id" = $265)
        and "transit_carriers"."driver_id" in (
          select "d"."id"
          from "users" as "d"
          where ("d"."company_id" in (
              select owner.company_id
              from transits owner
              where owner.id in (
                select "transit_shares"."transit_id"
                from "transit_shares"
                where "transit_shares"."company_id" = $266))
            and (lower("d"."first_name" || ' ' || "d"."last_name") like $267 escape '\'
              or lower("d"."last_name" || ' ' || "d"."first_name") like $268 escape '\'))))
      union
      select "transit_carriers"."transit_id" as "id"
      from "transit_carriers"
      where ("transit_carriers"."transit_id" in (
          select "transit_shares"."transit_id"
          from "transit_shares"
          where "transit_shares"."company_id" = $269)
        and lower("transit_carriers"."driver_not_from_system") like $270 escape '\')))) as total, 1 = 0
or 1 = 0 as other_side, (
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
