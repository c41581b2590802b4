import { useDevices } from "../api/get-devices";
import { formatDate } from "../format/date";
import { Cell, ColumnHeader, HeadRow, Row, RowHeader, Table } from "../../ui/Table";

/** docs/architecture.md#the-sync-protocol: per device, what arrived and when. */
export function DeviceLedger() {
  const devices = useDevices();
  return (
    <div>
      <h2 className="text-lg font-bold mt-0 mb-4" id="device-ledger-heading">
        Device delivery ledger
      </h2>
      {devices.status === "pending" && <p className="text-slate-700">Loading devices...</p>}
      {devices.status === "error" && <p className="text-red-700">The device ledger could not be loaded.</p>}
      {devices.data?.length === 0 && <p className="text-slate-700">No device has uploaded yet.</p>}
      {devices.data && devices.data.length > 0 && (
        <Table region="Device ledger table" aria-labelledby="device-ledger-heading">
          <HeadRow>
            <ColumnHeader>Device ID</ColumnHeader>
            <ColumnHeader numeric>Responses</ColumnHeader>
            <ColumnHeader numeric>Completed</ColumnHeader>
            <ColumnHeader>Last upload</ColumnHeader>
          </HeadRow>
          <tbody>
            {devices.data.map((d) => (
              <Row key={d.deviceId}>
                <RowHeader className="font-mono break-all">{d.deviceId}</RowHeader>
                <Cell className="text-end tabular-nums">{d.responses}</Cell>
                <Cell className="text-end tabular-nums">{d.completed}</Cell>
                <Cell className="whitespace-nowrap">{formatDate(d.lastUploadAt)}</Cell>
              </Row>
            ))}
          </tbody>
        </Table>
      )}
    </div>
  );
}
