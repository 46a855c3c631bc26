-- the details of some transits (a page on SQLite, one transit)
-- parameters: ["[11,12]"]
with page as materialized (
  select *
  from transits
  where id in (
    select value
    from json_each(?))), page_receivers as materialized (
  select *
  from transit_receivers r
  where r.transit_id in (
    select id
    from page)), page_carriers as materialized (
  select *
  from transit_carriers k
  where k.transit_id in (
    select id
    from page))
select (
  select json_array(json_group_array(c.id), json_group_array(c.transit_id), json_group_array(c.company_id), json_group_array(c.kind), json_group_array(c.receiver_id), json_group_array(c.position), json_group_array(c.place), json_group_array(c.address), json_group_array(c.zip_code), json_group_array(c.town), json_group_array(c.country), json_group_array(c.additional_data), json_group_array(c.client_id), json_group_array(c.latitude), json_group_array(c.longitude))
  from transit_places c
  where c.transit_id in (
    select id
    from page)) as d_places, (
  select json_array(json_group_array(c.id), json_group_array(c.transit_id), json_group_array(c.company_id), json_group_array(c.position), json_group_array(c.client_id), json_group_array(c.employee_id))
  from page_receivers c) as d_receivers, (
  select json_array(json_group_array(c.id), json_group_array(c.transit_id), json_group_array(c.company_id), json_group_array(c.receiver_id), json_group_array(c.position), json_group_array(c.name), json_group_array(c.quantity), json_group_array(c.capacity), json_group_array(c.method_of_packaging), json_group_array(c.weight_gross_kg), json_group_array(c.origin_country), json_group_array(c.destination_country), json_group_array(c.statistical_number), json_group_array(c.marks))
  from transit_cargo c
  where c.transit_id in (
    select id
    from page)) as d_cargo, (
  select json_array(json_group_array(c.id), json_group_array(c.transit_id), json_group_array(c.company_id), json_group_array(c.position), json_group_array(c.client_id), json_group_array(c.employee_id), json_group_array(c.driver_id), json_group_array(c.driver_not_from_system), json_group_array(c.is_forwarder), json_group_array(c.vehicle_id), json_group_array(c.vehicle_not_from_system), json_group_array(c.semitrailer_id), json_group_array(c.semitrailer_not_from_system))
  from page_carriers c) as d_carriers, (
  select json_array(json_group_array(d.id), json_group_array(d.transit_id), json_group_array(d.name), json_group_array(d.type), json_group_array(d.is_main_document), json_group_array(d.parent_document_id))
  from documents d
  where d.transit_id in (
    select id
    from page)) as d_documents, (
  select json_array(json_group_array(s.id), json_group_array(s.document_id), json_group_array(s.signed_by_type), json_group_array(s.receiver_id))
  from document_signatures s
  join documents sd on sd.id = s.document_id
  where sd.transit_id in (
    select id
    from page)) as d_signatures, (
  select json_array(json_group_array(n.id), json_group_array(n.name), json_group_array(n.vies), json_group_array(n.address), json_group_array(n.zip_code), json_group_array(n.town), json_group_array(n.country), json_group_array(n.phone), json_group_array(n.pesel), json_group_array(n.linked_company_id))
  from clients n
  where n.id in (
    select sender_client_id
    from page
    union all
    select r.client_id
    from page_receivers r
    union all
    select k.client_id
    from page_carriers k)) as d_clients, (
  select json_array(json_group_array(n.id), json_group_array(n.company_id), json_group_array(n.first_name), json_group_array(n.last_name), json_group_array(n.phone), json_group_array(n.role))
  from users n
  where n.id in (
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
    from page_carriers k)) as d_users, (
  select json_array(json_group_array(n.id), json_group_array(n.company_id), json_group_array(n.number), json_group_array(n.type))
  from vehicles n
  where n.id in (
    select k.vehicle_id
    from page_carriers k
    union all
    select k.semitrailer_id
    from page_carriers k)) as d_vehicles;
